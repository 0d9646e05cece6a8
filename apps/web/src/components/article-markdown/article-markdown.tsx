import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Anchor, Image, Title, Typography } from '@mantine/core';
import { pageHeadingLevel, topHeadingLevel } from './heading-levels';
import { isExternalUrl, safeMarkdownUrl } from './markdown-url';

/** A body heading of the given Markdown level, placed under the page's title (heading-levels.ts). */
const heading =
  (level: number, top: number | null) =>
  ({ children }: ComponentProps<'h1'>) => (
    <Title order={pageHeadingLevel(level, top)} mt="lg" mb="xs">
      {children}
    </Title>
  );

/** The parts the Markdown is rendered with; its headings by the body's own highest level. */
const componentsFor = (top: number | null): Components => ({
  h1: heading(1, top),
  h2: heading(2, top),
  h3: heading(3, top),
  h4: heading(4, top),
  h5: heading(5, top),
  h6: heading(6, top),
  a: ({ href, children }) =>
    href ? (
      // Underlined (inline: Typography's own link rule would win over the prop): in running
      // text a link must not be told apart by its colour alone.
      <Anchor
        href={href}
        style={{ textDecoration: 'underline' }}
        {...(isExternalUrl(href) && { rel: 'noopener noreferrer nofollow', target: '_blank' })}
      >
        {children}
      </Anchor>
    ) : (
      // A link whose address was dropped reads as its text.
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Image src={src} alt={alt ?? ''} radius="md" loading="lazy" my="md" />
    ) : (
      <span>{alt}</span>
    ),
});

/**
 * An article's Markdown, rendered safely: raw HTML is dropped (never parsed into the page),
 * links and images keep only http(s), mailto and this site's own paths.
 */
export function ArticleMarkdown({ children }: { children: string }) {
  const components = useMemo(() => componentsFor(topHeadingLevel(children)), [children]);
  return (
    <Typography dir="auto">
      <Markdown skipHtml urlTransform={safeMarkdownUrl} components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
