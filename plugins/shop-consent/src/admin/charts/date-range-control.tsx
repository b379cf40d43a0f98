/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useEffect, useId, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { isIsoDate, lastDays } from './date-range';
import './date-range-control.scss';

export interface DateRangeControlProps {
	/** First day, YYYY-MM-DD. */
	from: string;
	/** Last day, YYYY-MM-DD (inclusive). */
	to: string;
	/** Receives a valid range (both dates real, from not after to). */
	onChange: ( from: string, to: string ) => void;
}

const PRESETS = [ 7, 30, 90 ];

/**
 * Pressing Enter in a date field would submit the settings form around the tab; here it only confirms the date.
 *
 * @param event The key event.
 */
function keepEnter( event: KeyboardEvent< HTMLInputElement > ) {
	if ( event.key === 'Enter' ) {
		event.preventDefault();
	}
}

/**
 * A from/to pair of date fields with presets (last 7, 30, 90 days, today included). What is typed stays as typed;
 * only a valid range reaches onChange, and a "from" after "to" shows an inline error tied to both fields.
 *
 * @param props          Component props.
 * @param props.from     First day.
 * @param props.to       Last day.
 * @param props.onChange Receives a valid range.
 */
export function DateRangeControl( {
	from,
	to,
	onChange,
}: DateRangeControlProps ) {
	const [ draft, setDraft ] = useState( { from, to } );
	const errorId = useId();

	// A range set from outside (a preset, a parent reset) replaces the draft.
	useEffect( () => setDraft( { from, to } ), [ from, to ] );

	const error = ( () => {
		if ( ! isIsoDate( draft.from ) || ! isIsoDate( draft.to ) ) {
			return __( 'Enter both dates as YYYY-MM-DD.', 'shop-consent' );
		}
		if ( draft.from > draft.to ) {
			return __(
				'The start date must not be after the end date.',
				'shop-consent'
			);
		}
		return null;
	} )();

	const change = ( next: { from: string; to: string } ) => {
		setDraft( next );
		if (
			isIsoDate( next.from ) &&
			isIsoDate( next.to ) &&
			next.from <= next.to
		) {
			onChange( next.from, next.to );
		}
	};

	const describedBy = error ? errorId : undefined;
	return (
		<fieldset className="shop-consent-date-range">
			<legend>{ __( 'Date range', 'shop-consent' ) }</legend>
			<div className="shop-consent-date-range__fields">
				<TextControl
					type="date"
					label={ __( 'From', 'shop-consent' ) }
					value={ draft.from }
					placeholder="YYYY-MM-DD"
					aria-invalid={ !! error }
					aria-describedby={ describedBy }
					onKeyDown={ keepEnter }
					onChange={ ( value ) =>
						change( { ...draft, from: value } )
					}
				/>
				<TextControl
					type="date"
					label={ __( 'To', 'shop-consent' ) }
					value={ draft.to }
					placeholder="YYYY-MM-DD"
					aria-invalid={ !! error }
					aria-describedby={ describedBy }
					onKeyDown={ keepEnter }
					onChange={ ( value ) => change( { ...draft, to: value } ) }
				/>
				<div className="shop-consent-date-range__presets">
					{ PRESETS.map( ( days ) => {
						const range = lastDays( days );
						const pressed = range.from === from && range.to === to;
						return (
							<Button
								key={ days }
								variant="secondary"
								isPressed={ pressed }
								onClick={ () => change( range ) }
							>
								{ sprintf(
									/* translators: %d: number of days. */
									_n(
										'Last %d day',
										'Last %d days',
										days,
										'shop-consent'
									),
									days
								) }
							</Button>
						);
					} ) }
				</div>
			</div>
			{ error && (
				<p
					id={ errorId }
					className="shop-consent-date-range__error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</fieldset>
	);
}
