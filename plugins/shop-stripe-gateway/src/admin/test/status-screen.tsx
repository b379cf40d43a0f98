/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { StatusScreen } from '../status-screen';
import type { GatewayStatus } from '../types';

const ready: GatewayStatus = {
	enabled: true,
	testMode: true,
	keysSet: true,
	webhookSecretSet: false,
	lastWebhook: '',
	webhookUrl: 'https://shop.test/wp-json/shop-stripe-gateway/v1/webhook',
	methods: [ 'Card', 'iDEAL' ],
	settingsUrl:
		'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=stripe',
};

// The express panel's state (tested in express-panel.tsx) is never answered here.
jest.mock( '@wordpress/api-fetch' );
jest.mocked( apiFetch ).mockReturnValue( new Promise( () => {} ) );

// The notice's text, not its copy in the live region a screen reader hears.
const NOTICE = '.components-notice__content';

/**
 * The value the status list gives for a term.
 *
 * @param term The term.
 */
function valueOf( term: string ) {
	return screen.getByText( term, { selector: 'dt' } ).nextElementSibling
		?.textContent;
}

describe( 'StatusScreen', () => {
	it( 'says card payments are taken, in which mode, and what is missing', () => {
		render( <StatusScreen status={ ready } /> );

		expect(
			screen.getByText( 'Shoppers can pay by card at checkout.', {
				selector: NOTICE,
			} )
		).toBeVisible();
		expect( valueOf( 'Mode' ) ).toBe( 'Test: no real payment is taken' );
		expect( valueOf( 'API keys' ) ).toBe( 'Saved' );
		expect( valueOf( 'Webhook signing secret' ) ).toBe( 'Missing' );
		expect( valueOf( 'Last webhook from Stripe' ) ).toBe( 'None yet' );
		expect( valueOf( 'Payment methods' ) ).toBe( 'Card, iDEAL' );
		expect(
			screen.getByRole( 'link', { name: 'Open the gateway settings' } )
		).toHaveAttribute( 'href', ready.settingsUrl );
	} );

	it( 'warns that shoppers cannot pay without the keys of the mode', () => {
		render(
			<StatusScreen
				status={ { ...ready, testMode: false, keysSet: false } }
			/>
		);

		expect(
			screen.getByText( /Shoppers cannot pay by card yet/, {
				selector: NOTICE,
			} )
		).toBeVisible();
		expect( valueOf( 'Mode' ) ).toBe( 'Live' );
	} );
} );
