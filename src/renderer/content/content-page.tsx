import type { ComponentType } from 'react';
import { fillTemplate } from '@/core/text/template';
import type { Page } from '@/generated/types/content-pages';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { PageHeading } from '@/renderer/page-heading';
import { RouterLink } from '@/renderer/router-link';

export type ContentPageDefinition = Page;
export type ContentWidgetKey = NonNullable<ContentPageDefinition['sections'][number]['widget']>;
/** Brand-aware blocks a content page names by key; the app registers them. */
export type ContentWidgets = Record<ContentWidgetKey, ComponentType>;

/** Draws any page of flows/pages/*.json: heading, intro, sections, widgets and actions. */
export function ContentPage({ page, widgets }: { page: ContentPageDefinition; widgets: ContentWidgets }) {
  const brand = useBrand();
  const values = brandTemplateValues(brand);
  const text = (template: string) => fillTemplate(template, values);
  return (
    <article className="content-page">
      <PageHeading title={text(page.title)} />
      {page.intro && <p className="lead">{text(page.intro)}</p>}
      {page.sections.map((section, index) => {
        const Widget = section.widget ? widgets[section.widget] : null;
        return (
          <section key={index} aria-labelledby={section.heading ? `section-${index}` : undefined}>
            {section.heading && <h2 id={`section-${index}`}>{text(section.heading)}</h2>}
            {section.paragraphs?.map((paragraph, p) => (
              <p key={p}>{text(paragraph)}</p>
            ))}
            {Widget && <Widget />}
          </section>
        );
      })}
      {page.actions && (
        <p className="actions">
          {page.actions.map((action) => (
            <RouterLink key={action.to} to={action.to} className="button">
              {text(action.label)}
            </RouterLink>
          ))}
        </p>
      )}
    </article>
  );
}
