import { useParams } from 'react-router-dom';
import { LegalText } from '../components/legal-text';

/** /terms/hoilday/{id?} (the spec's spelling; /terms/holiday too): id KR shows the Korean notice, anything else the reader's. */
export function HolidayPage() {
  const korean = useParams().id?.toUpperCase() === 'KR';
  return (
    <div className="page legal-page">
      <LegalText textKey="holiday" language={korean ? 'ko' : undefined} />
    </div>
  );
}
