import { useSiteHref } from '../site-href.js';
/** What a category's generated index page lists. */
export interface CategoryIndexView {
  description?: string;
  cards: { title: string; route: string; description?: string }[];
}

/** The cards of a category's generated index page: each page of the category, with its description. */
export function CategoryIndexList({ index }: { index: CategoryIndexView }) {
  const href = useSiteHref();
  return (
    <>
      {index.description ? <p className="category-index-description">{index.description}</p> : null}
      <ul className="category-index">
        {index.cards.map((card) => (
          <li className="category-index-item" key={card.route}>
            <a className="category-index-link" href={href(card.route)}>
              <span className="category-index-title">{card.title}</span>
              {card.description ? <span className="category-index-text">{card.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
