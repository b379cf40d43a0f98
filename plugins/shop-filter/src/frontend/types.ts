/**
 * Shapes the storefront core reads and writes (DESIGN.md "Form markup" and "REST").
 */

/** The public config a form carries in `data-shop-filter`. */
export interface FilterConfig {
	facets: string[];
	types: Record< string, string >;
	ajax: boolean;
	autosubmit: boolean;
	overlay: boolean;
	mobile: 'panel' | 'dropdown';
	/** `<term_id>-<taxonomy>` of the archive, '' on the shop. */
	base: string;
	listing: 'block' | 'classic';
	redirect: string;
	rest: string;
	/** Plain (non-pretty) permalinks. */
	plain: boolean;
	currencyRate: number;
	taxFactor: number;
	start: boolean;
	labels: { results: string; loading: string; error: string; tip: string };
	/** Tooltip texts by facet key. */
	tips: Record< string, string >;
	/** Terms a list shows before "more" (sent back so a redraw keeps it). */
	moreLimit?: number;
	/** Ranges of the price dropdown and radio, `0-25,25-50` (sent back so a redraw keeps them). */
	priceRanges?: string;
}

/** Filter values in form order, as name and value (multi-values already comma-joined); no marker, no page. */
export type FilterParams = Array< [ string, string ] >;

/** The REST answer (spec "Filter response"). */
export interface FilterAnswer {
	products: string;
	form: string;
	additional_fields: Record< string, string >;
	count: number;
	link: string;
}
