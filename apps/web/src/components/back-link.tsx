import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, type MantineSpacing } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import classes from './back-link.module.css';

/** A small link back to a list ('All articles'), its arrow pointing back in either direction. */
export function BackLink({
  to,
  mb,
  children,
}: {
  to: string;
  mb?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      mb={mb}
      display="inline-flex"
      className={classes.link}
    >
      <IconArrowLeft size={16} aria-hidden className={classes.arrow} />
      {children}
    </Anchor>
  );
}
