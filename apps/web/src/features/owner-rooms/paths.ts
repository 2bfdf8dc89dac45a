/** The owner's room screens (spec §2 route table). */
export const addRoomPath = (hotelId: string) => `/owner/all-hotel/add-room/${hotelId}`;
export const roomListingsPath = (hotelId: string) => `/owner/list-room/hotel-rooms/${hotelId}`;
export const CREATE_ROOMS_LIST = '/owner/all-hotel';
export const MANAGE_ROOMS_LIST = '/owner/list-room';
