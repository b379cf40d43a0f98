/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../frontend/settings';
import { defaultTexts, visibleTexts } from '../default-texts';

describe( 'visibleTexts', () => {
	it( 'gives the translated defaults for the empty texts of the settings', () => {
		expect( visibleTexts( DEFAULT_SETTINGS.banner.texts ) ).toEqual(
			defaultTexts()
		);
	} );

	it( 'takes the admin’s texts where given, blank ones count as empty', () => {
		const texts: typeof DEFAULT_SETTINGS.banner.texts = JSON.parse(
			JSON.stringify( DEFAULT_SETTINGS.banner.texts )
		);
		texts.acceptAll = 'Alle akzeptieren';
		texts.rejectAll = '   ';
		texts.tabs.advanced.title = 'Marketing';

		const shown = visibleTexts( texts );

		expect( shown.acceptAll ).toBe( 'Alle akzeptieren' );
		expect( shown.rejectAll ).toBe( 'Reject all' );
		expect( shown.tabs.advanced ).toEqual( {
			title: 'Marketing',
			text: defaultTexts().tabs.advanced.text,
		} );
		expect( shown.tabs.strict ).toEqual( defaultTexts().tabs.strict );
	} );
} );
