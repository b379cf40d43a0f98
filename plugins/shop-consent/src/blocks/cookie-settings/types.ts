/** Attributes of the "Cookie settings" block (see block.json). */
export interface CookieSettingsAttributes {
	/** Link text; empty shows the default "Cookie settings". */
	label: string;
}
