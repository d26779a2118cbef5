import { magusStaff } from "./staff-of-the-death-magus.ts";

export default magusStaff("Staff of the Mind Magus", "U", "Island");
