/// <reference types="google.maps" />
/**
 * Google Places for the address screen, used only when the runtime configuration has a
 * `mapsApiKey`: autocomplete limited to India, place details and reverse geocoding
 * turned into our GeoPlace shape. Loaded as its own chunk on first use.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { GeoPlace } from '@vd/contract';
import type { PlacesProvider } from './place-types';

/** An address component as both the Places and the Geocoding libraries give it. */
export interface AddressComponent {
  types: readonly string[];
  longText: string;
}

/** Our place from Google's address components and location. */
export function placeFromComponents(components: readonly AddressComponent[], latitude: number, longitude: number, label: string): GeoPlace {
  const first = (...types: string[]) => types.map((type) => components.find((c) => c.types.includes(type))?.longText ?? '').find((v) => v !== '') ?? '';
  const street = [first('premise', 'street_number'), first('route')].filter(Boolean).join(', ');
  return {
    label,
    addressLineOne: street || first('sublocality_level_1', 'sublocality', 'neighborhood'),
    city: first('locality', 'administrative_area_level_3', 'administrative_area_level_2'),
    state: first('administrative_area_level_1'),
    pinCode: first('postal_code'),
    country: 'India',
    latitude,
    longitude,
  };
}

export async function googlePlaces(key: string): Promise<PlacesProvider> {
  setOptions({ key, v: 'weekly', region: 'IN' });
  const [places, geocoding] = await Promise.all([importLibrary('places'), importLibrary('geocoding')]);
  const geocoder = new geocoding.Geocoder();
  let session = new places.AutocompleteSessionToken();
  return {
    kind: 'google',
    search: async (input) => {
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        includedRegionCodes: ['in'],
        sessionToken: session,
      });
      return suggestions.flatMap((s) => {
        const prediction = s.placePrediction;
        if (!prediction) return [];
        const label = prediction.text.text;
        return [
          {
            id: prediction.placeId,
            label,
            resolve: async () => {
              const place = prediction.toPlace();
              await place.fetchFields({ fields: ['addressComponents', 'location', 'formattedAddress'] });
              session = new places.AutocompleteSessionToken();
              const location = place.location;
              if (!location) return null;
              const components = (place.addressComponents ?? []).map((c) => ({ types: c.types, longText: c.longText ?? '' }));
              return placeFromComponents(components, location.lat(), location.lng(), place.formattedAddress ?? label);
            },
          },
        ];
      });
    },
    reverse: async (lat, lng) => {
      const { results } = await geocoder.geocode({ location: { lat, lng } });
      const best = results[0];
      if (!best) return null;
      const components = best.address_components.map((c) => ({ types: c.types, longText: c.long_name }));
      return placeFromComponents(components, lat, lng, best.formatted_address);
    },
  };
}
