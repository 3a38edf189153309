import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@vd/shared/api';
import { toast } from '@vd/shared/toast';
import type { Vendor } from '@vd/shared/session';
import { ADDRESS_MESSAGES } from '@vd/contract/rules';
import { type QueryView, useMutation, useOnline, useQuery, useQueryClient } from '@vd/shared/data';
import { afterVendorChange, vendorRecordQuery } from '../../../lib/data/vendor';
import { placeSearchQuery, postAddress } from '../api/address';
import { type PlaceSuggestion, type PlacesProvider, apiPlaces, placesProvider } from '../api/places';
import { t } from '../messages';
import type { LatLng } from '../../../lib/map/geometry';
import { type AddressForm, type AddressOffer, acceptOffer, addressForm, applyPlace, mergePlaceAtPin, toAddressInput, validateAddress } from '../model/address';
import { locate } from '../model/geolocation';
import { useDebouncedValue } from './useDebouncedValue';
import { useGoBack } from '../../../ui/useGoBack';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface AddressEditor {
  record: QueryView<Vendor>;
  form: AddressForm | null;
  setField: (field: keyof AddressForm, value: string) => void;
  search: string;
  setSearch: (q: string) => void;
  /** `offline`: search needs the network, said at once instead of failing late. */
  suggestions: { items: PlaceSuggestion[]; loading: boolean; failed: boolean; open: boolean; offline: boolean };
  choose: (suggestion: PlaceSuggestion) => void;
  closeSuggestions: () => void;
  useCurrentLocation: () => void;
  locating: boolean;
  save: () => void;
  saving: boolean;
  /** The shop's point on the map (the form's coordinates). */
  pin: LatLng | null;
  /** The owner moved the pin: the coordinates follow it; its address fills empty fields and is offered for the rest. */
  movePin: (position: LatLng) => void;
  /** What the place at the pin offers over the owner's own text. */
  offer: AddressOffer | null;
  takeOffer: () => void;
  dismissOffer: () => void;
}

/** /address: fields from the stored address, a place from search or the current location, POST address. */
export function useAddressEditor(): AddressEditor {
  const goBack = useGoBack();
  const client = useQueryClient();
  const record = useQuery(vendorRecordQuery());
  const [form, setForm] = useState<AddressForm | null>(null);
  const [provider, setProvider] = useState<PlacesProvider | null>(null);
  const [search, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [offer, setOffer] = useState<AddressOffer | null>(null);
  /** The latest form (a reverse lookup answers later) and the latest pin move (older answers are dropped). */
  const latest = useRef(form);
  latest.current = form;
  const pinMoves = useRef(0);

  const fresh = record.isFetchedAfterMount ? record.data : undefined;
  if (form === null && fresh) setForm(addressForm(fresh.address));

  useEffect(() => {
    let live = true;
    placesProvider()
      .catch((error: unknown) => {
        console.warn('[address] Google Places could not load; using our geocoder', error);
        return apiPlaces;
      })
      .then((p) => live && setProvider(p));
    return () => {
      live = false;
    };
  }, []);

  const online = useOnline();
  const found = useQuery({
    ...placeSearchQuery(query, (provider ?? apiPlaces).search),
    enabled: online && provider !== null && open && query.trim().length >= 2,
  });

  const mutation = useMutation({
    mutationFn: postAddress,
    onSuccess: async () => {
      toast.success(t('saved'));
      await afterVendorChange(client);
      goBack();
    },
    onError: (error) => toast.error(getErrorMessage(error, t('saveFailed'))),
  });

  const apply = (place: Parameters<typeof applyPlace>[1]) => {
    pinMoves.current++;
    setOffer(null);
    setForm((f) => applyPlace(f ?? addressForm(null), place));
  };

  return {
    record: { data: form ? fresh : undefined, error: record.error, refetch: record.refetch },
    form,
    setField: (field, value) => setForm((f) => (f ? { ...f, [field]: value } : f)),
    search,
    setSearch: (q) => {
      setSearchText(q);
      setOpen(true);
    },
    suggestions: {
      items: found.data ?? [],
      loading: found.isFetching || (open && search !== query),
      failed: found.isError,
      offline: !online,
      open: open && search.trim().length >= 2,
    },
    choose: (suggestion) => {
      setOpen(false);
      setSearchText(suggestion.label);
      suggestion.resolve().then(
        (place) => (place ? apply(place) : toast.error(t('searchFailed'))),
        () => toast.error(t('searchFailed')),
      );
    },
    closeSuggestions: () => setOpen(false),
    useCurrentLocation: () => {
      if (locating) return;
      setLocating(true);
      locate()
        .then(async (result) => {
          if (!result.ok) {
            toast.error(result.reason === 'unsupported' ? t('geoUnsupported') : t('geoFailed'));
            return;
          }
          pinMoves.current++;
          setOffer(null);
          setForm((f) => (f ? { ...f, latitude: result.latitude, longitude: result.longitude } : f));
          const place = await (provider ?? apiPlaces).reverse(result.latitude, result.longitude).catch(() => null);
          if (place) apply({ ...place, latitude: result.latitude, longitude: result.longitude });
          else toast.error(t('geoNoAddress'));
        })
        .finally(() => setLocating(false));
    },
    locating,
    save: () => {
      if (!form || mutation.isPending) return;
      const problem = validateAddress(form);
      if (problem) {
        toast.error(ADDRESS_MESSAGES[problem]);
        return;
      }
      mutation.mutate(toAddressInput(form));
    },
    saving: mutation.isPending,
    pin: form && form.latitude !== null && form.longitude !== null ? { latitude: form.latitude, longitude: form.longitude } : null,
    movePin: (position) => {
      const move = ++pinMoves.current;
      setOffer(null);
      setForm((f) => (f ? { ...f, latitude: position.latitude, longitude: position.longitude } : f));
      (provider ?? apiPlaces)
        .reverse(position.latitude, position.longitude)
        .catch((error: unknown) => {
          console.warn('[address] no address for the pin', error);
          return null;
        })
        .then((place) => {
          const current = latest.current;
          if (!place || !current || move !== pinMoves.current) return;
          const merged = mergePlaceAtPin(current, place);
          setForm({ ...merged.form, latitude: position.latitude, longitude: position.longitude });
          setOffer(merged.offer);
        });
    },
    offer,
    takeOffer: () => {
      if (!offer) return;
      setForm((f) => (f ? acceptOffer(f, offer) : f));
      setOffer(null);
    },
    dismissOffer: () => setOffer(null),
  };
}
