interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/** A member's picture, or the first letter of the nickname on a coloured disc. Decorative: alt="". */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  if (src) {
    return <img className="avatar" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span className="avatar avatar--initial" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {initial}
    </span>
  );
}
