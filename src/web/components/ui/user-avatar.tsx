import { avatarColor } from '../../../domain/shared/avatar-color';
import { avatarInitials } from '../../../domain/shared/initials';

const SIZES = { sm: 'h-7 w-7 text-[11px]', md: 'h-8 w-8 text-xs', lg: 'h-12 w-12 text-base' } as const;

/** Initials on a colour derived from the user id: two 'AY's are told apart (white text, WCAG AA). */
export function UserAvatar({
  id,
  name,
  size = 'md',
}: {
  id: string;
  name: string;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white ${SIZES[size]}`}
      style={{ backgroundColor: avatarColor(id) }}
      data-testid="user-avatar"
    >
      {avatarInitials(name)}
    </span>
  );
}
