/**
 * The shop map's Leaflet part, a lazy chunk of its own: the outline of India's states
 * (a separate lazily fetched asset), the tiles of `config.json` over it when configured, and the pin.
 * Nothing here reaches a server of its own: without tiles the map needs no network at all.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '@vd/shared/config';
import { INDIA_BOUNDS } from '@vd/contract/rules';
import { arrowKeyOffset, escapeHtml, initialView, type LatLng, maxZoom, pinPosition, tileSource, ZOOM } from '../../lib/map/geometry';
import { t } from './messages';
import type { ShopMapProps } from './shop-map-props';
import styles from './ShopMap.module.css';

const OUTLINE_PANE = 'vdOutline';
const OUTLINE_STYLE: L.PathOptions = { color: '#8fb3a6', weight: 1, fillColor: '#f4f7f2', fillOpacity: 1, interactive: false };

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false">' +
  '<path fill="currentColor" stroke="#fff" stroke-width="2" d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

const toLeaflet = (p: LatLng): L.LatLngTuple => [p.latitude, p.longitude];
const fromLeaflet = (p: L.LatLng): LatLng | null => pinPosition({ latitude: p.lat, longitude: p.lng });

/** The outline's GeoJSON, fetched once per page (its own chunk). */
let outline: Promise<GeoJSON.FeatureCollection> | null = null;
const loadOutline = () => {
  outline ??= import('./india-states.json').then((m) => (m.default ?? m) as unknown as GeoJSON.FeatureCollection);
  return outline;
};

export default function LeafletShopMap({ position, label, onMove, muted, testId }: ShopMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  /** The last point the map itself reported (a drag), so the view does not jump back to it. */
  const reported = useRef<LatLng | null>(null);
  const move = useRef(onMove);
  move.current = onMove;
  const editable = onMove !== undefined;
  const first = useRef({ position, editable });

  // The map: created once per mount (the language is in the component's key); label and pin follow below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount, reading the first props and refs
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const tiles = tileSource(getRuntimeConfig());
    const { position: start, editable: canEdit } = first.current;
    const view = initialView(start, tiles !== null);
    const m = L.map(element, {
      center: toLeaflet(view.centre),
      zoom: view.zoom,
      minZoom: ZOOM.minimum,
      maxZoom: maxZoom(tiles !== null),
      maxBounds: L.latLngBounds([INDIA_BOUNDS.minLatitude - 4, INDIA_BOUNDS.minLongitude - 6], [INDIA_BOUNDS.maxLatitude + 4, INDIA_BOUNDS.maxLongitude + 6]),
      zoomControl: false,
      scrollWheelZoom: false,
      // Locate Us: a finger on the map scrolls the page and swipes the tabs; the owner's map pans.
      dragging: canEdit,
      keyboard: canEdit,
    });
    map.current = m;
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(m);
    m.attributionControl.setPrefix(false);
    m.getContainer().setAttribute('role', 'region');
    m.getContainer().setAttribute('aria-label', label);

    // The outline lies under the tiles (tile pane: z-index 200).
    m.createPane(OUTLINE_PANE).style.zIndex = '150';
    let live = true;
    loadOutline().then(
      (data) => {
        if (!live) return;
        L.geoJSON(data, {
          style: OUTLINE_STYLE,
          pane: OUTLINE_PANE,
          interactive: false,
          attribution: escapeHtml(t('outlineCredit')),
        }).addTo(m);
        element.dataset.outline = 'drawn';
      },
      (error: unknown) => console.warn('[map] the outline of India could not load', error),
    );
    if (tiles) {
      // Over the outline: a tile that fails (offline) leaves the outline showing through.
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: maxZoom(true), subdomains: 'abc' }).addTo(m);
    }
    if (canEdit) {
      m.on('click', (e: L.LeafletMouseEvent) => {
        const next = fromLeaflet(e.latlng);
        if (next) report(next);
      });
    }
    return () => {
      live = false;
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    map.current?.getContainer().setAttribute('aria-label', label);
  }, [label]);

  /** A move of the owner's: the pin goes there and the screen is told. */
  function report(next: LatLng) {
    reported.current = next;
    place(next);
    move.current?.(next);
  }

  /** Puts the pin on a point (created on first use). */
  function place(point: LatLng) {
    const m = map.current;
    if (!m) return;
    if (marker.current) {
      marker.current.setLatLng(toLeaflet(point));
      return;
    }
    const canEdit = first.current.editable;
    const pin = L.marker(toLeaflet(point), {
      icon: L.divIcon({ html: PIN_SVG, className: styles.pin, iconSize: [32, 44], iconAnchor: [16, 43] }),
      draggable: canEdit,
      keyboard: canEdit,
      interactive: canEdit,
      title: canEdit ? t('movablePin') : t('pin'),
      autoPanOnFocus: true,
    }).addTo(m);
    marker.current = pin;
    const element = pin.getElement();
    element?.setAttribute('data-testid', 'map-pin');
    if (canEdit && element) {
      element.setAttribute('aria-label', t('movablePin'));
      element.setAttribute('aria-roledescription', t('pin'));
      pin.on('dragend', () => {
        const next = fromLeaflet(pin.getLatLng());
        if (next) report(next);
      });
      element.addEventListener('keydown', (event) => {
        const offset = arrowKeyOffset(event.key, event.shiftKey);
        if (!offset) return;
        event.preventDefault();
        event.stopPropagation();
        const at = m.latLngToContainerPoint(pin.getLatLng()).add([offset.x, offset.y]);
        const next = fromLeaflet(m.containerPointToLatLng(at));
        if (!next) return;
        report(next);
        m.panInside(toLeaflet(next), { padding: [48, 48] });
      });
    } else if (element) {
      element.setAttribute('aria-hidden', 'true');
    }
  }

  // The pin follows the screen's position; a point from elsewhere (search, current location) recentres.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point's two numbers are the dependency; place reads refs only
  useEffect(() => {
    const m = map.current;
    if (!m || !position) return;
    place(position);
    const mine = reported.current;
    if (mine && mine.latitude === position.latitude && mine.longitude === position.longitude) return;
    const tiles = tileSource(getRuntimeConfig()) !== null;
    m.setView(toLeaflet(position), Math.max(m.getZoom(), initialView(position, tiles).zoom));
  }, [position?.latitude, position?.longitude]);

  return <div ref={container} className={styles.frame} data-muted={muted ? '' : undefined} data-testid={testId} />;
}
