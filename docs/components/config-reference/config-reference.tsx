import type { ReactNode } from 'react';
import { configSchema } from '../../../src/config/config-schema.ts';
import { sidebarItemSchema } from '../../../src/config/sidebar-item-schema.ts';
import { InlineCode } from '../inline-code.tsx';
import { configSections, type ConfigEntry, type ConfigSection } from './config-entries.ts';
import { readSchemaComments } from './doc-comments.ts';
import { CONFIG_SCHEMA_FILE, schemaSources } from './schema-sources.ts';

/**
 * Every key of `site.config.ts`, made when the docs are built from the schema docs-build validates the
 * config with (types, defaults) and from its doc comments (descriptions): it cannot drift from the code.
 */
export function ConfigReference() {
  const comments = readSchemaComments(schemaSources, CONFIG_SCHEMA_FILE, 'configSchema');
  const sections = configSections(configSchema, comments, [[sidebarItemSchema, 'SidebarItem']]);
  return (
    <div className="config-reference">
      <nav aria-label="Config keys" className="config-index">
        {sections.map((section, index) => (
          <span key={section.path}>
            {index > 0 && ' · '}
            <a href={`#${section.path}`}>
              <code>{section.path}</code>
            </a>
          </span>
        ))}
      </nav>
      {sections.map((section) => (
        <Section key={section.path} section={section} />
      ))}
    </div>
  );
}

function Section({ section }: { section: ConfigSection }) {
  return (
    <section>
      <h2 id={section.path}>
        <code>{section.path}</code>
      </h2>
      <p>
        <strong>Type</strong> <code>{section.type}</code>
        {section.required ? (
          <>
            {' · '}
            <strong>Required</strong>
          </>
        ) : null}
        {section.default !== undefined ? (
          <>
            {' · '}
            <strong>Default</strong> <DefaultValue text={section.default} />
          </>
        ) : null}
      </p>
      {section.description ? (
        <p>
          <InlineCode text={section.description} />
        </p>
      ) : null}
      {section.fields.length > 0 ? <FieldTable section={section} /> : null}
    </section>
  );
}

function FieldTable({ section }: { section: ConfigSection }) {
  const rows: ReactNode[] = [];
  let variant: string | undefined;
  for (const field of section.fields) {
    if (field.variant !== variant && field.variant !== undefined) {
      rows.push(
        <tr key={`variant ${field.variant}`}>
          <th colSpan={4} scope="rowgroup">
            <code>{field.variant}</code>
          </th>
        </tr>,
      );
    }
    variant = field.variant;
    rows.push(<FieldRow key={`${field.variant ?? ''} ${field.path}`} field={field} />);
  }
  return (
    <table>
      <caption>
        Fields of <code>{section.path}</code>
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}

function FieldRow({ field }: { field: ConfigEntry }) {
  return (
    <tr>
      <td>
        <code>{field.path}</code>
        {field.required ? ' (required)' : null}
      </td>
      <td>
        <code>{field.type}</code>
      </td>
      <td>{field.default !== undefined ? <DefaultValue text={field.default} /> : '—'}</td>
      <td>{field.description ? <InlineCode text={field.description} /> : null}</td>
    </tr>
  );
}

/** A default as code when it is a value (`'detect'`, `[]`, `10000`), as prose when it explains. */
function DefaultValue({ text }: { text: string }) {
  return /^(['"[{]|-?\d|true$|false$)/.test(text) ? <code>{text}</code> : <InlineCode text={text} />;
}
