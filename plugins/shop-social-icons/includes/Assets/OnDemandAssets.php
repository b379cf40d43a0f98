<?php
/**
 * The files of a handle the storefront core loads on first need.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Assets;

use _WP_Dependency;
use WP_Dependencies;

defined( 'ABSPATH' ) || exit;

/**
 * The stylesheets and scripts of a registered handle and its dependency chain, in order, as lists of
 * `{id, href}` and `{id, src}`: the storefront core turns them into tags and injects them with the runtime's
 * script injector, which skips an id already in the page (the ids are the ones WordPress prints, `<handle>-css`
 * and `<handle>-js`). The dialogs' handles are plain DOM scripts without inline data, so addresses are all the
 * core needs.
 */
final class OnDemandAssets {

	/**
	 * The lists for some style and script handles; a handle that is not registered (not built) is left out.
	 *
	 * @param list<string> $styles  Style handles.
	 * @param list<string> $scripts Script handles.
	 * @return array{css: list<array{id: string, href: string}>, scripts: list<array{id: string, src: string}>}
	 */
	public function of( array $styles, array $scripts ): array {
		$css = [];
		foreach ( $this->chain( wp_styles(), $styles ) as $handle => $url ) {
			$css[] = [
				'id'   => $handle . '-css',
				'href' => $url,
			];
		}
		$js = [];
		foreach ( $this->chain( wp_scripts(), $scripts ) as $handle => $url ) {
			$js[] = [
				'id'  => $handle . '-js',
				'src' => $url,
			];
		}
		return [
			'css'     => $css,
			'scripts' => $js,
		];
	}

	/**
	 * Handle => address of the handles and their dependencies, dependencies first. A copy of the queue resolves
	 * the order, so the page's own queue is untouched.
	 *
	 * @param WP_Dependencies $dependencies wp_styles() or wp_scripts().
	 * @param list<string>    $handles      Handles.
	 * @return array<string, string>
	 */
	private function chain( WP_Dependencies $dependencies, array $handles ): array {
		$registered = array_values( array_filter( $handles, static fn ( string $handle ): bool => isset( $dependencies->registered[ $handle ] ) ) );
		if ( [] === $registered ) {
			return [];
		}
		$copy        = clone $dependencies;
		$copy->to_do = [];
		$copy->done  = [];
		$copy->all_deps( $registered );
		$urls = [];
		foreach ( $copy->to_do as $handle ) {
			$item = $copy->registered[ $handle ] ?? null;
			if ( $item instanceof _WP_Dependency && is_string( $item->src ) && '' !== $item->src ) {
				$urls[ $handle ] = $this->url( $copy, $item );
			}
		}
		return $urls;
	}

	/**
	 * The address WordPress would print for an item: relative sources under the site's base, and its version.
	 *
	 * @param WP_Dependencies $dependencies The queue.
	 * @param _WP_Dependency  $item         The item.
	 */
	private function url( WP_Dependencies $dependencies, _WP_Dependency $item ): string {
		$src = (string) $item->src;
		if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
			$src = $dependencies->base_url . $src;
		}
		$version = $item->ver ? $item->ver : $dependencies->default_version;
		return esc_url_raw( $version ? add_query_arg( 'ver', $version, $src ) : $src );
	}
}
