import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in its `{name}` placeholders ('Operated by {name}', 'By sending
 * a message you agree to our {terms} and {privacy}.'): the sentence stays one catalogue text, so each
 * language puts the names, links and buttons where its word order wants them.
 */
export function interpolate(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? null}</Fragment> : piece));
}
