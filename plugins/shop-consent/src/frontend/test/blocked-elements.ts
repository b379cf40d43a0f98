/**
 * Internal dependencies
 */
import { activateBlockedElements } from '../blocked-elements';

declare global {
	interface Window {
		ran?: string[];
	}
}

describe( 'activateBlockedElements', () => {
	beforeEach( () => {
		window.ran = [];
		document.body.innerHTML = `
			<script type="text/plain" data-shop-consent="thirdparty">window.ran.push( 'analytics' )</script>
			<script type="text/plain" data-shop-consent="advanced">window.ran.push( 'ads' )</script>
			<iframe data-shop-consent="advanced" data-shop-consent-src="https://www.youtube-nocookie.com/embed/x"></iframe>
			<iframe data-shop-consent="thirdparty" data-shop-consent-src="https://maps.test/embed"></iframe>`;
	} );

	it( 'runs the scripts and loads the iframes of allowed categories only', async () => {
		await activateBlockedElements( document, [ 'advanced' ] );

		expect( window.ran ).toEqual( [ 'ads' ] );
		const [ video, map ] = Array.from(
			document.querySelectorAll( 'iframe' )
		);
		expect( video.src ).toBe( 'https://www.youtube-nocookie.com/embed/x' );
		expect( map.hasAttribute( 'src' ) ).toBe( false );
	} );

	it( 'runs scripts in document order and never twice', async () => {
		await activateBlockedElements( document, [ 'thirdparty', 'advanced' ] );
		await activateBlockedElements( document, [ 'thirdparty', 'advanced' ] );

		expect( window.ran ).toEqual( [ 'analytics', 'ads' ] );
		expect(
			document.querySelectorAll( '[data-shop-consent]' )
		).toHaveLength( 0 );
	} );

	it( 'gives a blocked script the type it stands for', async () => {
		document.body.innerHTML =
			'<script type="text/plain" data-shop-consent="advanced" data-shop-consent-type="module" id="m"></script>';

		await activateBlockedElements( document, [ 'advanced' ] );

		const script = document.getElementById( 'm' ) as HTMLScriptElement;
		expect( script.type ).toBe( 'module' );
		expect( script.hasAttribute( 'data-shop-consent' ) ).toBe( false );
	} );

	it( 'does nothing for no category', async () => {
		await activateBlockedElements( document, [] );

		expect( window.ran ).toEqual( [] );
	} );
} );
