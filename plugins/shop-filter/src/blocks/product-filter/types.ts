/** The block's attributes (block.json). */
export interface ProductFilterAttributes {
	facets: string[];
	types: Record< string, string >;
	moreLimit: number;
	startButton: boolean;
	redirect: string;
}
