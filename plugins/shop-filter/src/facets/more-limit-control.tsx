/**
 * WordPress dependencies
 */
import { RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The schema's range (DefaultFilters::MORE_LIMIT_MIN/MAX in PHP). */
export const MORE_LIMIT = { min: 1, max: 30 };

export interface MoreLimitControlProps {
	value: number | undefined;
	onChange: ( limit: number | undefined ) => void;
	help?: string;
	allowReset?: boolean;
}

/**
 * How many terms a list shows before its "Show more" button: the block's sidebar and the default filters.
 *
 * @param props Control props.
 */
export function MoreLimitControl( props: MoreLimitControlProps ) {
	return (
		<RangeControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ __( 'Terms shown before “Show more”', 'shop-filter' ) }
			min={ MORE_LIMIT.min }
			max={ MORE_LIMIT.max }
			{ ...props }
		/>
	);
}
