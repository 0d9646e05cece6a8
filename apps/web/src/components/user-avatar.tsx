import { Avatar, type AvatarProps } from '@mantine/core';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The user's logo or picture, else their initials on the brand colour. A name keeps its own
 * direction (dir="auto"), its initials and its tooltip too.
 */
export function UserAvatar({
  name,
  imageUrl,
  ...props
}: { name: string; imageUrl: string | null } & AvatarProps) {
  return (
    <Avatar src={imageUrl} alt={name} color="brand" variant="filled" dir="auto" {...props}>
      {initials(name)}
    </Avatar>
  );
}
