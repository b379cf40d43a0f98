/**
 * The block's price ranges as typed in its sidebar: `0-25,25-50` (PHP's FormConfig reads the same text).
 */

const RANGE = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * Whether the text holds a range the form would drop: not `from-to`, or 'to' below 'from' (spec 5).
 *
 * @param text The attribute.
 */
export function invalidPriceRanges( text: string ): boolean {
	return text.split( ',' ).some( ( pair ) => {
		const match = RANGE.exec( pair );
		return ! match || Number( match[ 2 ] ) < Number( match[ 1 ] );
	} );
}
