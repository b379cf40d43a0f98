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
import type { BannerSettings } from '../types';
import {
	type FakeController,
	fakeController,
} from './fixtures/fake-controller';

describe( 'ConsentUi', () => {
	it( 'renders nothing for the view none, then follows subscribe', () => {
		const controller = fakeController( { view: 'none' } );
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();

		act( () => controller.emit( { view: 'banner' } ) );
		expect(
			screen.getByRole( 'region', { name: 'Cookie consent' } )
		).toBeInTheDocument();

		act( () => controller.emit( { view: 'settings', decided: true } ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();

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

	it( 'gives focus back to the Settings button when the modal closes with Escape', async () => {
		const controller = fakeController();
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);
		const opener = screen.getByRole( 'button', { name: 'Settings' } );

		await userEvent.click( opener );
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
	} );

	it( 'gives focus back to a link of the page that opened the modal', async () => {
		const link = document.createElement( 'a' );
		link.href = '#shop-consent-settings';
		link.textContent = 'Cookie settings';
		document.body.appendChild( link );
		const controller = fakeController( { view: 'none', decided: true } );
		render(
			<ConsentUi
				controller={ controller }
				settings={ bannerSettings() }
			/>
		);

		link.focus();
		act( () => controller.openSettings() );
		const dialog = screen.getByRole( 'dialog' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Close' } )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( link ).toHaveFocus();
		link.remove();
	} );

	it( 'shows the default texts for empty ones and the admin’s where given', () => {
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

	it( 'links the privacy policy in the bar and the modal, in the link colour', async () => {
		const settings = bannerSettings();
		settings.colours.link = '#aa0000';
		const controller = fakeController();
		render( <ConsentUi controller={ controller } settings={ settings } /> );

		const inBar = within( screen.getByRole( 'region' ) ).getByRole(
			'link',
			{ name: 'Privacy policy' }
		);
		expect( inBar ).toHaveAttribute( 'href', '/privacy-policy/' );
		expect(
			inBar.closest( '.shop-consent' )?.getAttribute( 'style' )
		).toContain( '--shop-consent-link: #aa0000' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Settings' } )
		);
		expect(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'link', {
				name: 'Privacy policy',
			} )
		).toHaveAttribute( 'href', '/privacy-policy/' );
	} );

	it( 'has no privacy link without a policy page', () => {
		render(
			<ConsentUi
				controller={ fakeController( { view: 'settings' } ) }
				settings={ bannerSettings( { privacyUrl: '' } ) }
			/>
		);

		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'places the bar at the bottom for an unknown position', () => {
		render(
			<ConsentUi
				controller={ fakeController() }
				settings={ bannerSettings( {
					position: 'middle' as BannerSettings[ 'position' ],
				} ) }
			/>
		);

		expect( screen.getByRole( 'region' ) ).toHaveClass(
			'shop-consent-bar-bottom'
		);
	} );

	it.each( [
		[
			'a press on the bar’s text',
			async () =>
				userEvent.pointer( {
					keys: '[MouseLeft]',
					target: screen.getAllByText( /We use cookies/ )[ 0 ],
				} ),
		],
		[ 'Tab into the bar', async () => userEvent.tab() ],
		[
			'a key in the modal',
			async ( controller: FakeController ) => {
				act( () => controller.emit( { view: 'settings' } ) );
				jest.mocked( controller.interact ).mockClear();
				screen.getByRole( 'dialog' ).focus();
				await userEvent.keyboard( '{ArrowRight}' );
			},
		],
	] )(
		'tells the controller the visitor touched it: %s',
		async ( _, touch ) => {
			const controller = fakeController();
			render(
				<ConsentUi
					controller={ controller }
					settings={ bannerSettings() }
				/>
			);
			expect( controller.interact ).not.toHaveBeenCalled();

			await touch( controller );

			expect( controller.interact ).toHaveBeenCalled();
		}
	);

	it( 'applies colours and position from the settings', () => {
		const settings = bannerSettings();
		settings.colours.background = '#123456';
		settings.position = 'bottom-right';
		render(
			<ConsentUi controller={ fakeController() } settings={ settings } />
		);

		const region = screen.getByRole( 'region' );
		expect( region ).toHaveClass( 'shop-consent-bar-bottom-right' );
		expect(
			region.parentElement?.style.getPropertyValue(
				'--shop-consent-background'
			)
		).toBe( '#123456' );
	} );
} );
