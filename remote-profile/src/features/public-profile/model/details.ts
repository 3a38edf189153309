/**
 * The 'Business Details' block of Business Info: business type (stored as bussinessType), GST,
 * established year, the first certificate, franchise. Rows without a value are left out; the
 * franchise row always shows (Yes with the brands, or No).
 */
import { formatMessage } from '@vd/shared/i18n';
import { readAttribute, type Vendor } from '@vd/shared/session';
import { VENDOR_ATTR, decodeBoolean, decodeCertificates, decodeList } from '@vd/contract/rules';
import { PUBLIC_PROFILE_MESSAGES as M } from '../messages';

export interface DetailRow {
  key: 'businessType' | 'gstNo' | 'establishedYear' | 'certificate' | 'franchise';
  label: string;
  value: string;
}

export function businessDetailRows(vendor: Partial<Pick<Vendor, 'attributeValues'>>): DetailRow[] {
  const read = (name: string) => readAttribute(vendor, name)?.trim() ?? '';
  const certificate = decodeCertificates(read(VENDOR_ATTR.certifications))[0];
  const isFranchise = decodeBoolean(read(VENDOR_ATTR.isFranchise));
  const brands = decodeList(read(VENDOR_ATTR.franchiseName));
  const rows: DetailRow[] = [
    { key: 'businessType', label: M.businessType, value: read(VENDOR_ATTR.bussinessType) },
    { key: 'gstNo', label: M.gstNumber, value: read(VENDOR_ATTR.gstNo).toUpperCase() },
    { key: 'establishedYear', label: M.establishedYear, value: read(VENDOR_ATTR.establishedYear) },
    { key: 'certificate', label: M.certificate, value: certificate ? formatMessage(M.certificateValue, { ...certificate }) : '' },
    {
      key: 'franchise',
      label: M.franchise,
      value: isFranchise ? (brands.length > 0 ? formatMessage(M.franchiseYesBrands, { brands: brands.join(', ') }) : M.franchiseYes) : M.franchiseNo,
    },
  ];
  return rows.filter((r) => r.value !== '');
}
