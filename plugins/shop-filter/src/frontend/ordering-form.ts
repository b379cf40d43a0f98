/**
 * WooCommerce's classic sort form (`form.woocommerce-ordering`, the Catalog Sorting block's markup too) carries the
 * address's other parameters as hidden fields written when the page was drawn; WooCommerce 10.6 submits it as a plain
 * GET form. After the filter changed the address in place, those fields are the old page's: sorting would drop the
 * filter. They are rewritten from the address (the form itself, its select and its directives stay).
 */

/** Parameters the sort form leaves out or sets itself (WooCommerce's `loop/orderby.php`). */
const OWN = [ 'orderby', 'submit', 'paged', 'product-page' ];

/**
 * Rewrites the hidden fields of the page's sort forms from an address.
 *
 * @param doc     The page.
 * @param address The address shown.
 */
export function syncOrderingForms( doc: Document, address: string ): void {
	const params = [ ...new URL( address ).searchParams ].filter(
		( [ name ] ) => ! OWN.includes( name )
	);
	for ( const form of doc.querySelectorAll( 'form.woocommerce-ordering' ) ) {
		for ( const field of form.querySelectorAll< HTMLInputElement >(
			'input[type="hidden"]'
		) ) {
			if ( field.name !== 'paged' ) {
				field.remove();
			}
		}
		for ( const [ name, value ] of params ) {
			const field = doc.createElement( 'input' );
			field.type = 'hidden';
			field.name = name;
			field.value = value;
			form.append( field );
		}
	}
}
