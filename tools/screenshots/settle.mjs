/**
 * Waits until a page looks the way a person sees it once it has finished loading: web fonts in, pictures in view
 * decoded, WooCommerce's and WordPress's loading placeholders gone, and two frames painted. Nothing here is a timed
 * wait; a page that never settles is shot anyway after `limit`, with a warning, since a screenshot run must finish.
 */

/** Placeholders that blocks draw while their data loads. */
const LOADING = [
	'.wc-block-components-skeleton',
	'.wc-block-components-loading-mask',
	'.is-loading',
	'.components-spinner',
	'.is-placeholder',
	'[aria-busy="true"]',
].join( ',' );

/**
 * @param {import('@playwright/test').Page} page  Page after `goto`.
 * @param {number}                          limit Milliseconds before giving up.
 */
export async function settle( page, limit = 20000 ) {
	await page.waitForLoadState( 'networkidle' ).catch( () => {} );
	try {
		await page.waitForFunction(
			( selector ) => {
				const inView = ( element ) => {
					const box = element.getBoundingClientRect();
					return (
						box.width > 0 &&
						box.bottom > 0 &&
						box.top < window.innerHeight
					);
				};
				return (
					document.fonts.status === 'loaded' &&
					[ ...document.images ]
						.filter( inView )
						.every( ( img ) => img.complete ) &&
					! [ ...document.querySelectorAll( selector ) ].some(
						inView
					)
				);
			},
			LOADING,
			{ timeout: limit, polling: 100 }
		);
	} catch {
		process.stderr.write(
			`  (still loading after ${ limit } ms: ${ page.url() })\n`
		);
	}
	// No focus ring or caret from a field the page focused itself.
	await page
		.locator( ':focus' )
		.evaluateAll( ( focused ) =>
			focused.forEach( ( element ) => element.blur() )
		);
	await page.evaluate( async () => {
		await Promise.all(
			[ ...document.images ]
				.filter( ( img ) => img.complete && img.naturalWidth )
				.map( ( img ) => img.decode().catch( () => {} ) )
		);
		await new Promise( ( done ) =>
			window.requestAnimationFrame( () =>
				window.requestAnimationFrame( done )
			)
		);
	} );
}
