/** The block's attributes (block.json). */
export interface ProductFilterAttributes {
	facets: string[];
	types: Record< string, string >;
	moreLimit: number;
	startButton: boolean;
	redirect: string;
	/** Ranges of the price dropdown and radio, `0-25,25-50`. */
	priceRanges: string;
	/** Tooltip text by facet key. */
	tips: Record< string, string >;
}
