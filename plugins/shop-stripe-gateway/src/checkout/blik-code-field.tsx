/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export type BlikCodeFieldProps = {
	value: string;
	onChange: ( value: string ) => void;
	/** The catalogue's 'BLIK Code is invalid' after a refused attempt, else ''. */
	error: string;
};

const ID = 'shop-stripe-blik-code';

/**
 * BLIK's six-digit code (spec 5) under the Payment Element while BLIK is chosen, in the block checkout's own field
 * markup, its error beside it (checked by src/common/blik-code.ts at onPaymentSetup).
 *
 * @param props          The value, its setter and the error.
 * @param props.value
 * @param props.onChange
 * @param props.error
 */
export function BlikCodeField( {
	value,
	onChange,
	error,
}: BlikCodeFieldProps ) {
	return (
		<div
			className={ `wc-block-components-text-input is-active${
				error ? ' has-error' : ''
			}` }
		>
			<input
				id={ ID }
				type="text"
				inputMode="numeric"
				autoComplete="one-time-code"
				maxLength={ 6 }
				value={ value }
				aria-invalid={ error !== '' }
				aria-describedby={ error ? `${ ID }-error` : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			<label htmlFor={ ID }>
				{ __( 'BLIK code', 'shop-stripe-gateway' ) }
			</label>
			{ error && (
				<div
					className="wc-block-components-validation-error"
					role="alert"
				>
					<p id={ `${ ID }-error` }>{ error }</p>
				</div>
			) }
		</div>
	);
}
