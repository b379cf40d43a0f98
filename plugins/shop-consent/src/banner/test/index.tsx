/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { fakeController } from './fixtures/fake-controller';

describe( 'banner entry', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.shopConsentUi;
	} );

	it( 'registers window.shopConsentUi.mount, which renders into one container appended to body', async () => {
		document.body.innerHTML = `<main>page</main><script type="application/json" id="shop-consent-settings">${ JSON.stringify(
			{ banner: { texts: { acceptAll: 'OK for all' } } }
		) }</script>`;
		await import( '../index' );
		const controller = fakeController();

		await act( async () => window.shopConsentUi?.mount( controller ) );
		await act( async () => window.shopConsentUi?.mount( controller ) );

		const containers = document.querySelectorAll( '#shop-consent-ui' );
		expect( containers ).toHaveLength( 1 );
		expect( document.body.lastElementChild ).toBe( containers[ 0 ] );
		expect(
			screen.getByRole( 'button', { name: 'OK for all' } )
		).toBeInTheDocument();
	} );
} );
