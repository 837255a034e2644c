import { useState } from 'react';

/** Two uppercased letters of the username ('??' without one), shown when there is no picture. */
function initialsOf(username: string | null | undefined): string {
  const letters = [...(username ?? '').trim()].slice(0, 2).join('');
  return letters ? letters.toUpperCase() : '??';
}

interface UserAvatarProps {
  username: string;
  avatar: string | null;
  /** Diameter in pixels. */
  size: number;
  /** Text for the picture; empty when a label beside it already names the user. */
  alt: string;
}

/**
 * A user's picture in a circle, or their initials when there is none. A picture that fails to
 * load is hidden and the initials take its place.
 */
export function UserAvatar({ username, avatar, size, alt }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (avatar && failed !== avatar) {
    return <img src={avatar} alt={alt} className="rounded-circle object-fit-cover flex-shrink-0" style={style} onError={() => setFailed(avatar)} />;
  }
  return (
    <span
      className="rounded-circle bg-secondary text-white d-inline-flex align-items-center justify-content-center fw-semibold flex-shrink-0"
      style={{ ...style, fontSize: size * 0.4 }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {initialsOf(username)}
    </span>
  );
}
