/**
 * Internal dependencies
 */
import type { JsonSchema } from './setting-schema';

/** The rule without a schema: `#rrggbb`, which every colour option of the bundle takes. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Which colour values a field stores: its schema's `pattern` (PHP's rule, e.g. consent's `#rgb` or `#rrggbb`), else
 * HEX_COLOUR. A pattern that is not a valid regular expression counts as none.
 *
 * @param field The field's schema.
 */
export function colourRule( field: JsonSchema | undefined ): RegExp {
	try {
		return field?.pattern ? new RegExp( field.pattern ) : HEX_COLOUR;
	} catch {
		return HEX_COLOUR;
	}
}
