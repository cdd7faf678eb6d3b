import { Fragment, type ReactNode } from 'react';

export interface CodeBlockProps {
  children?: ReactNode;
  /** @default "text" */
  language?: string;
  title?: string;
  showLineNumbers?: boolean | number;
  className?: string;
}

/**
 * Docusaurus' `@theme/CodeBlock`. A block whose code is written in the page (`<CodeBlock language="js">{`…`}</CodeBlock>`)
 * is turned into a fenced block before this renders, and is highlighted like any other; this renders
 * code only known when the page runs (computed, imported), in the same markup, without token colours.
 */
export function CodeBlock({ children, language, className, title, showLineNumbers }: CodeBlockProps) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const code = (typeof children === 'string' ? children : String(children ?? '')).replace(/\n$/, '');
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const lines = code.split('\n');
  return (
    <div className={showLineNumbers ? 'code-block code-block--line-numbers' : 'code-block'} data-language={lang}>
      {title ? <div className="code-block-title">{title}</div> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block scrolls sideways, so the keyboard must reach it. */}
      <pre className={`code language-${lang}`} tabIndex={0}>
        <code style={showLineNumbers ? { counterReset: `line ${start - 1}` } : undefined}>
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? '\n' : null}
              <span className="line">{line}</span>
            </Fragment>
          ))}
        </code>
      </pre>
      <button type="button" className="code-copy" aria-label="Copy code">
        Copy
      </button>
    </div>
  );
}
