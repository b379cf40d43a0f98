export interface PrivacyLinkProps {
	url: string;
	text: string;
}

/**
 * The link to the site's privacy policy, in the link colour of the settings; nothing without a policy page.
 *
 * @param props      Component props.
 * @param props.url  The policy's address (empty: none).
 * @param props.text Its text.
 */
export function PrivacyLink( { url, text }: PrivacyLinkProps ) {
	return url ? (
		<a className="shop-consent-link" href={ url }>
			{ text }
		</a>
	) : null;
}
