/**
 * Internal dependencies
 */
import { readSettings } from '../settings';

describe( 'readSettings', () => {
	it.each( [
		[
			'<script type="application/json" id="shop-theme-settings">{"reloadOnResize":true}</script>',
			{ reloadOnResize: true },
		],
		[
			'<script type="application/json" id="shop-theme-settings">{broken</script>',
			{},
		],
		[ '', {} ],
	] )( 'reads %s', ( html, expected ) => {
		document.body.innerHTML = html;
		expect( readSettings( document ) ).toEqual( expected );
	} );
} );
