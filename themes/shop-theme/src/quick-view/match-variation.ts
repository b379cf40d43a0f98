/**
 * Variation choice of a variable product, from the Store API's product: the attributes a shopper chooses, and the
 * variation that matches a choice.
 */

export interface StoreAttribute {
	name: string;
	has_variations: boolean;
	terms: { name: string; slug: string }[];
}

export interface StoreVariation {
	id: number;
	/** `value` is a term slug (or a custom attribute's text); null means "any value". */
	attributes: { name: string; value: string | null }[];
}

/** The chosen value (term slug) per attribute name. */
export type Choice = Record< string, string >;

/**
 * The attributes that choose a variation.
 *
 * @param attributes The product's attributes.
 */
export const variationAttributes = ( attributes: StoreAttribute[] ) =>
	attributes.filter( ( attribute ) => attribute.has_variations );

/**
 * The variation that fits a complete choice: every attribute chosen, each of the variation's values equal to the
 * choice or "any". Null while the choice is incomplete or nothing fits (that combination is not sold).
 *
 * @param attributes The product's attributes.
 * @param variations The product's variations.
 * @param choice     What the shopper chose.
 */
export function matchVariation(
	attributes: StoreAttribute[],
	variations: StoreVariation[],
	choice: Choice
): StoreVariation | null {
	const complete = variationAttributes( attributes ).every(
		( attribute ) => !! choice[ attribute.name ]
	);
	return complete
		? ( variations.find( ( variation ) =>
				variation.attributes.every(
					( { name, value } ) =>
						value === null || choice[ name ] === value
				)
			) ?? null )
		: null;
}
