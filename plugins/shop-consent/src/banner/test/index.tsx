/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { bannerSettings } from './fixtures/banner-settings';
import { fakeController } from './fixtures/fake-controller';

describe( 'banner entry', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.shopConsentUi;
	} );

	it( 'registers window.shopConsentUi.mount, which renders the settings it is given into one container appended to body', async () => {
		document.body.innerHTML = '<main>page</main>';
		await import( '../index' );
		const controller = fakeController();
		const settings = bannerSettings();
		settings.texts.acceptAll = 'OK for all';

		await act( async () =>
			window.shopConsentUi?.mount( controller, settings )
		);
		await act( async () =>
			window.shopConsentUi?.mount( controller, settings )
		);

		const containers = document.querySelectorAll( '#shop-consent-ui' );
		expect( containers ).toHaveLength( 1 );
		expect( document.body.lastElementChild ).toBe( containers[ 0 ] );
		expect(
			screen.getByRole( 'button', { name: 'OK for all' } )
		).toBeInTheDocument();
	} );
} );
