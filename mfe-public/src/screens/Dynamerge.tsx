import { ProgramPage } from '../parts/ProgramPage.js';

export default function Dynamerge() {
  return <ProgramPage slug="dynamerge" pattern="/programs/dynamerge" />;
}
