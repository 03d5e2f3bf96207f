import { type LegalInline, parseLegalMarkup } from '@kurzy/common';
import { Link } from 'react-router-dom';

function Inline({ parts }: { parts: LegalInline[] }) {
  return parts.map((part, index) =>
    part.type === 'text' ? (
      part.text
    ) : part.href.startsWith('/') ? (
      <Link key={index} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ),
  );
}

/** A legal text's body (the markup of common/src/legal.ts) as React elements: headings, paragraphs,
 * lists and links to our pages or https addresses, never HTML from the text itself. */
export function LegalBody({ body }: { body: string }) {
  return parseLegalMarkup(body).map((block, index) => {
    if (block.type === 'heading')
      return (
        <h2 key={index}>
          <Inline parts={block.content} />
        </h2>
      );
    if (block.type === 'list')
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <Inline parts={item} />
            </li>
          ))}
        </ul>
      );
    return (
      <p key={index}>
        <Inline parts={block.content} />
      </p>
    );
  });
}
