/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface ImportValueTextProps {
	value: string | number | null;
}

/**
 * A setting's value as the preview shows it: an empty text means the banner's default, markup is shown as code.
 *
 * @param props       Component props.
 * @param props.value The value.
 */
export function ImportValueText( { value }: ImportValueTextProps ) {
	if ( value === null || value === '' ) {
		return <em>{ __( '(default)', 'shop-consent' ) }</em>;
	}
	const text = String( value );
	if ( text.includes( '<' ) ) {
		return (
			<pre className="shop-consent-import__code">
				<code>{ text }</code>
			</pre>
		);
	}
	return <>{ text }</>;
}
