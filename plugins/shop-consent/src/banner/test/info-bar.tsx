/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { defaultTexts } from '../default-texts';
import { InfoBar } from '../info-bar';
import { fakeController } from './fixtures/fake-controller';

const texts = defaultTexts();

describe( 'InfoBar', () => {
	it( 'is a named region whose message is announced politely', () => {
		render(
			<InfoBar
				controller={ fakeController() }
				texts={ texts }
				position="bottom"
				model="optin"
				privacyUrl=""
			/>
		);

		const region = screen.getByRole( 'region', { name: 'Cookie consent' } );
		// Read once: the shown text is hidden from screen readers, its live copy is announced.
		const [ shown, live ] = screen.getAllByText( texts.message );
		expect( shown ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( shown ).toBeVisible();
		expect( region ).toContainElement( live );
		expect( live ).toHaveAttribute( 'aria-live', 'polite' );
		expect( live ).toHaveClass( 'shop-consent-visually-hidden' );
		expect( region ).toHaveClass( 'shop-consent-bar-bottom' );
	} );

	it.each( [
		[ 'Accept all', 'acceptAll' ],
		[ 'Reject all', 'rejectAll' ],
		[ 'Settings', 'openSettings' ],
		[ 'Close', 'close' ],
	] as const )( 'calls %s → controller.%s', async ( name, action ) => {
		const controller = fakeController();
		render(
			<InfoBar
				controller={ controller }
				texts={ texts }
				position="top"
				model="optin"
				privacyUrl=""
			/>
		);

		await userEvent.click( screen.getByRole( 'button', { name } ) );

		expect( controller[ action ] ).toHaveBeenCalledTimes( 1 );
		const others = (
			[ 'acceptAll', 'rejectAll', 'openSettings', 'close' ] as const
		 ).filter( ( other ) => other !== action );
		others.forEach( ( other ) =>
			expect( controller[ other ] ).not.toHaveBeenCalled()
		);
	} );

	it( 'gives reject the same look as accept', () => {
		render(
			<InfoBar
				controller={ fakeController() }
				texts={ texts }
				position="bottom"
				model="optin"
				privacyUrl=""
			/>
		);

		expect(
			screen.getByRole( 'button', { name: 'Reject all' } ).className
		).toBe(
			screen.getByRole( 'button', { name: 'Accept all' } ).className
		);
	} );

	it( 'offers "Do not sell or share" (a refusal) in the opt-out model', async () => {
		const controller = fakeController( { model: 'optout' } );
		render(
			<InfoBar
				controller={ controller }
				texts={ texts }
				position="bottom-left"
				model="optout"
				privacyUrl=""
			/>
		);

		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Do not sell or share my personal information',
			} )
		);

		expect( controller.rejectAll ).toHaveBeenCalled();
		expect(
			screen.queryByRole( 'button', { name: 'Accept all' } )
		).not.toBeInTheDocument();
	} );

	it( 'takes no focus on its own, and focuses Accept all when asked (an accept link in the address)', () => {
		const controller = fakeController();
		const bar = ( focus?: 'accept' ) => (
			<InfoBar
				controller={ controller }
				texts={ texts }
				position="bottom"
				model="optin"
				privacyUrl=""
				focus={ focus }
			/>
		);
		const { rerender } = render( bar() );
		expect( document.body ).toHaveFocus();

		rerender( bar( 'accept' ) );

		expect(
			screen.getByRole( 'button', { name: 'Accept all' } )
		).toHaveFocus();
	} );
} );
