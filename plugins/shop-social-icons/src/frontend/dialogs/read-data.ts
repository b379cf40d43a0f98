/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * The JSON PHP printed in `<script type="application/json" id="…">`, or null when the page has none (or it is
 * unreadable, which is logged).
 *
 * @param doc The page.
 * @param id  The element's id.
 */
export function readData< Data >( doc: Document, id: string ): Data | null {
	const element = doc.getElementById( id );
	if ( ! element?.textContent ) {
		return null;
	}
	try {
		return JSON.parse( element.textContent ) as Data;
	} catch ( error ) {
		warn( `unreadable #${ id }`, error );
		return null;
	}
}
