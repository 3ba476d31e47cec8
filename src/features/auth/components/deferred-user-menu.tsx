import { lazy, Suspense } from 'react';
import { Avatar } from '../../../components/avatar/avatar';
import type { CurrentUser } from '../../../domain/account/current-user.schema';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * The user menu, loaded only when a member is signed in (a visitor's first view does not carry it
 * or sign-out's push clean-up). Until it arrives its button is drawn in place, so nothing moves.
 */
export function DeferredUserMenu({ user }: { user: CurrentUser }) {
  return (
    <Suspense
      fallback={
        <div className="user-menu">
          <span className="header-action user-menu__button">
            <Avatar name={user.NickName} src={user.HeadPortrait} size={32} />
            <span className="user-menu__name">{user.NickName}</span>
          </span>
        </div>
      }
    >
      <UserMenu user={user} />
    </Suspense>
  );
}
