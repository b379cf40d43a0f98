/**
 * Internal dependencies
 */
import { readTexts } from '../core-texts';

describe( 'readTexts', () => {
	it( 'takes the texts PHP printed and falls back per missing text', () => {
		document.body.innerHTML =
			'<script type="application/json" id="shop-social-icons-core">{"copied":"Lien copié"}</script>';
		const texts = readTexts( document );
		expect( texts.copied ).toBe( 'Lien copié' );
		expect( texts.copyFailed ).toBe( 'The link could not be copied.' );
	} );

	it( 'falls back to English when the element is missing or broken', () => {
		document.body.innerHTML =
			'<script type="application/json" id="shop-social-icons-core">{broken</script>';
		expect( readTexts( document ).copied ).toBe( 'Link copied' );
		document.body.innerHTML = '';
		expect( readTexts( document ).copyFailed ).toBe(
			'The link could not be copied.'
		);
	} );
} );
