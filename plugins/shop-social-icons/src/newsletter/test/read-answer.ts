/**
 * Internal dependencies
 */
import { readAnswer } from '../read-answer';

describe( 'readAnswer', () => {
	it( 'reads the endpoint answer', () => {
		expect(
			readAnswer( {
				status: 'SUCCESS',
				message_text: 'Check your inbox.',
				redirection_url: 'shop.example',
			} )
		).toEqual( {
			status: 'SUCCESS',
			message: 'Check your inbox.',
			redirect: 'shop.example',
		} );
	} );

	it( 'takes a missing redirection_url as none', () => {
		expect(
			readAnswer( { status: 'ERROR', message_text: 'No.' } )
		).toEqual( { status: 'ERROR', message: 'No.', redirect: '' } );
	} );

	it( 'reads a refusal by WordPress as an ERROR with its message', () => {
		expect(
			readAnswer( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): consent',
			} )
		).toEqual( {
			status: 'ERROR',
			message: 'Invalid parameter(s): consent',
			redirect: '',
		} );
	} );

	it.each( [
		[ 'null', null ],
		[ 'a string', 'Bad gateway' ],
		[ 'an unknown status', { status: 'OK', message_text: 'x' } ],
		[ 'no message', { status: 'ERROR' } ],
	] )( 'reads no answer from %s', ( _name, body ) => {
		expect( readAnswer( body ) ).toBeNull();
	} );
} );
