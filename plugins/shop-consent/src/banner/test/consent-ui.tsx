/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { bannerSettings } from './fixtures/banner-settings';
import { ConsentUi } from '../consent-ui';
import { fakeController } from './fixtures/fake-controller';

describe( 'ConsentUi', () => {
	it( 'renders the modal only for the view settings, and follows subscribe', () => {
		const controller = fakeController( { view: 'none' } );
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		// The bar is server HTML: the React UI draws none.
		act( () => controller.emit( { view: 'banner' } ) );
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		act( () => controller.emit( { view: 'settings' } ) );
		expect(
			screen.getByRole( 'dialog', { name: 'Cookie settings' } )
		).toBeInTheDocument();

		act( () => controller.emit( { view: 'none' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'unsubscribes when unmounted', () => {
		const controller = fakeController();
		const { unmount } = render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);
		expect( controller.listeners.size ).toBe( 1 );

		unmount();
		expect( controller.listeners.size ).toBe( 0 );
	} );

	it( 'gives focus back to what opened it (the bar’s Settings button) when it closes with Escape', async () => {
		const opener = document.createElement( 'button' );
		opener.textContent = 'Settings';
		document.body.appendChild( opener );
		const controller = fakeController( { view: 'banner' } );
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);

		opener.focus();
		act( () => controller.openSettings() );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Cookie settings',
		} );
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);

		await userEvent.keyboard( '{Escape}' );
		expect( controller.closeSettings ).toHaveBeenCalled();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
		opener.remove();
	} );

	it( 'shows the texts it is given (PHP resolved the defaults)', () => {
		const settings = bannerSettings();
		settings.texts.acceptAll = 'Alle akzeptieren';
		render(
			<ConsentUi controller={ fakeController() } settings={ settings } />
		);

		expect(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Reject all' } )
		).toBeInTheDocument();
	} );

	it( 'links the privacy policy in the link colour', () => {
		const settings = bannerSettings();
		settings.colours.link = '#aa0000';
		render(
			<ConsentUi controller={ fakeController() } settings={ settings } />
		);

		const link = within( screen.getByRole( 'dialog' ) ).getByRole( 'link', {
			name: 'Privacy policy',
		} );
		expect( link ).toHaveAttribute( 'href', '/privacy-policy/' );
		expect(
			link.closest( '.shop-consent' )?.getAttribute( 'style' )
		).toContain( '--shop-consent-link: #aa0000' );
	} );

	it( 'has no privacy link without a policy page', () => {
		render(
			<ConsentUi
				controller={ fakeController() }
				settings={ bannerSettings( { privacyUrl: '' } ) }
			/>
		);

		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'tells the controller the visitor touched the modal', async () => {
		const controller = fakeController();
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);
		jest.mocked( controller.interact ).mockClear();

		screen.getByRole( 'dialog' ).focus();
		await userEvent.keyboard( '{ArrowRight}' );

		expect( controller.interact ).toHaveBeenCalled();
	} );

	it( 'applies the colours from the settings', () => {
		const settings = bannerSettings();
		settings.colours.background = '#123456';
		render(
			<ConsentUi controller={ fakeController() } settings={ settings } />
		);

		expect(
			screen
				.getByRole( 'dialog' )
				.closest< HTMLElement >( '.shop-consent' )
				?.style.getPropertyValue( '--shop-consent-background' )
		).toBe( '#123456' );
	} );
} );
