/**
 * Internal dependencies
 */
import { canCopy, copyLink } from '../copy-link';
import { readTexts } from '../core-texts';

const texts = readTexts( document );

describe( 'copyLink', () => {
	it( 'copies the address and shows the success alert', async () => {
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed so the test reads what was sent.
		const writeText = jest.fn( ( _value: unknown ) => Promise.resolve() );
		const alert = { show: jest.fn() };

		const copied = await copyLink(
			{ clipboard: { writeText } } as unknown as Navigator,
			'https://shop.test/p',
			alert,
			texts
		);

		expect( copied ).toBe( true );
		expect( writeText ).toHaveBeenCalledWith( 'https://shop.test/p' );
		expect( alert.show ).toHaveBeenCalledWith( 'Link copied' );
	} );

	it( 'warns, announces the failure without an alert, and answers false when the clipboard refuses', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const refusal = new Error( 'NotAllowedError' );
		const alert = { show: jest.fn() };

		const copied = await copyLink(
			{
				clipboard: {
					writeText: jest.fn( () => Promise.reject( refusal ) ),
				},
			} as unknown as Navigator,
			'https://shop.test/p',
			alert,
			texts
		);

		expect( copied ).toBe( false );
		expect( warn ).toHaveBeenCalledWith(
			'Shop bundle: the link could not be copied.',
			refusal
		);
		expect( alert.show ).toHaveBeenCalledWith(
			'The link could not be copied.',
			false
		);
		warn.mockRestore();
	} );
} );

describe( 'canCopy', () => {
	it( 'needs the async Clipboard API', () => {
		expect(
			canCopy( {
				clipboard: { writeText: () => undefined },
			} as unknown as Navigator )
		).toBe( true );
		expect( canCopy( {} as Navigator ) ).toBe( false );
	} );
} );
