/**
 * Internal dependencies
 */
import { canShareNatively, shareNatively } from '../native-share';

describe( 'shareNatively', () => {
	it( 'hands the address and title to the share sheet', async () => {
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed so the test reads what was sent.
		const share = jest.fn( ( _value: unknown ) => Promise.resolve() );
		await shareNatively(
			{ share } as unknown as Navigator,
			'https://shop.test/p',
			'A post'
		);
		expect( share ).toHaveBeenCalledWith( {
			url: 'https://shop.test/p',
			title: 'A post',
		} );
	} );

	it( 'says nothing when the visitor closes the sheet, warns on any other failure', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const abort = Object.assign( new Error( 'closed' ), {
			name: 'AbortError',
		} );
		await shareNatively(
			{
				share: jest.fn( () => Promise.reject( abort ) ),
			} as unknown as Navigator,
			'u',
			't'
		);
		expect( warn ).not.toHaveBeenCalled();

		const denied = Object.assign( new Error( 'no' ), {
			name: 'NotAllowedError',
		} );
		await shareNatively(
			{
				share: jest.fn( () => Promise.reject( denied ) ),
			} as unknown as Navigator,
			'u',
			't'
		);
		expect( warn ).toHaveBeenCalledWith(
			'Shop bundle: the share sheet could not open.',
			denied
		);
		warn.mockRestore();
	} );

	it( 'is available only with the Web Share API', () => {
		expect(
			canShareNatively( {
				share: () => undefined,
			} as unknown as Navigator )
		).toBe( true );
		expect( canShareNatively( {} as Navigator ) ).toBe( false );
	} );
} );
