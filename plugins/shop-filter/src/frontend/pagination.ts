/**
 * The page number a pagination link goes to: `paged=N`, a product collection's `query-<id>-page=N`, or
 * `/page/N/`; null for a link that is not one.
 *
 * @param href The link.
 */
export function pageOfLink( href: string ): number | null {
	const url = new URL( href );
	for ( const [ name, value ] of url.searchParams ) {
		if (
			name === 'paged' ||
			/^query-\d+-page$/.test( name ) ||
			name === 'product-page'
		) {
			return Math.max( 1, Number( value ) || 1 );
		}
	}
	const match = url.pathname.match( /\/page\/(\d+)\/?$/ );
	return match ? Number( match[ 1 ] ) : null;
}
