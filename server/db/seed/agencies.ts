/**
 * Holo's agencies, one per region they serve (spec 2 "Agency"; MO, HK, TW and CN are the agency
 * regions of the transfer service; spec 3 names US agency 2 the default warehouse). Fixed ids.
 */
import type { agencies } from '../schema';

export function agencyRows(): (typeof agencies.$inferInsert)[] {
  return [
    { id: 1, areaId: 'CN', nation: 'CN', province: 'Guangdong', city: 'Shenzhen', agencyAddress: 'Holo Agency, 3F, 18 Keji South Road, Nanshan', zipCode: '518057', phone: '+86 755 2100 8800' },
    { id: 2, areaId: 'US', nation: 'US', province: 'California', city: 'Torrance', agencyAddress: 'Holo Warehouse, 2100 W 190th Street, Unit B', zipCode: '90504', phone: '+1 310 555 0190' },
    { id: 3, areaId: 'HK', nation: 'HK', province: 'Kowloon', city: 'Kwun Tong', agencyAddress: 'Holo Agency, Unit 1203, 9 Hung To Road', zipCode: '999077', phone: '+852 2100 8800' },
    { id: 4, areaId: 'MO', nation: 'MO', province: 'Macao', city: 'Macao', agencyAddress: 'Holo Agency, 5/F, 88 Avenida de Almeida Ribeiro', zipCode: '999078', phone: '+853 2800 8800' },
    { id: 5, areaId: 'TW', nation: 'TWN', province: 'Taipei City', city: 'Neihu District', agencyAddress: 'Holo Agency, 7F, 66 Ruiguang Road', zipCode: '114', phone: '+886 2 2100 8800' },
  ];
}
