import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Anchor, Image, Title, Typography, type TitleOrder } from '@mantine/core';
import { isExternalUrl, safeMarkdownUrl } from './markdown-url';

/** Markdown headings one level down: the article's title is the page's only h1. */
const heading =
  (order: TitleOrder) =>
  ({ children }: ComponentProps<'h1'>) => (
    <Title order={order} mt="lg" mb="xs">
      {children}
    </Title>
  );

const components: Components = {
  h1: heading(2),
  h2: heading(3),
  h3: heading(4),
  h4: heading(5),
  h5: heading(6),
  h6: heading(6),
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
};

/**
 * An article's Markdown, rendered safely: raw HTML is dropped (never parsed into the page),
 * links and images keep only http(s), mailto and this site's own paths.
 */
export function ArticleMarkdown({ children }: { children: string }) {
  return (
    <Typography dir="auto">
      <Markdown skipHtml urlTransform={safeMarkdownUrl} components={components}>
        {children}
      </Markdown>
    </Typography>
  );
}
